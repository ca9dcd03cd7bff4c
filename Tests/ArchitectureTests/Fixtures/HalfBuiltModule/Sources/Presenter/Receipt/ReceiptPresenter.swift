// A part of the half-built fixture: only its name and folder matter.
