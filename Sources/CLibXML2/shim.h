#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>

/* xmlFree is a global function pointer, which Swift 6 treats as shared
   mutable state; this wrapper gives Swift a plain function to call. */
static inline void navlint_xmlFree(void *pointer) { xmlFree(pointer); }
