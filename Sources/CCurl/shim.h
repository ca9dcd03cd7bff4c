#ifndef TVGUIDE_CCURL_SHIM_H
#define TVGUIDE_CCURL_SHIM_H
// libcurl's setters and getters are C variadic functions, which Swift cannot call: these
// wrappers give each kind of argument the live TVMaze client passes a typed signature.
#include <curl/curl.h>

typedef size_t (*tvguide_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode tvguide_curl_global_init(void) {
  return curl_global_init(CURL_GLOBAL_ALL);
}

static inline CURLcode tvguide_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tvguide_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tvguide_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tvguide_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tvguide_curl_set_data_callback(
    CURL *handle, CURLoption option, tvguide_curl_data_callback callback) {
  return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode tvguide_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode tvguide_curl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
