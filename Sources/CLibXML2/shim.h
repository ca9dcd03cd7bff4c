#ifndef TVGUIDE_CLIBXML2_SHIM_H
#define TVGUIDE_CLIBXML2_SHIM_H
// libxml2 may be built with ICU; its headers would then pull in the system's ICU, whose
// declarations clash with the ICU copy inside Foundation. Only the HTML parser is used
// here, which needs none of libxml2's ICU-specific declarations.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#endif
