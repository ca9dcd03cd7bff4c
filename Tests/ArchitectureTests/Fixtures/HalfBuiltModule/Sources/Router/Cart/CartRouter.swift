// Named after a part and empty: it declares no CartRouter, so the check finds the part missing.
