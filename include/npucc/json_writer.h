/* json_writer.h: JSON printed as it is produced, in the layout of jansson's
 * json_dumps(JSON_INDENT(2) | JSON_REAL_PRECISION(9)), without a tree; from
 * a chosen depth on, in the layout of its JSON_COMPACT dump. */
#ifndef NPUCC_JSON_WRITER_H
#define NPUCC_JSON_WRITER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "npucc/util.h"

#define JW_MAX_DEPTH 64

/* An open object or array knows only whether it has members yet: '{' is
 * printed at once, and a container closed with none prints as "{}" / "[]". */
typedef struct JsonWriter {
  StrBuf *out;
  FILE *sink; /* NULL: out keeps the text; else out is emptied into it as it fills */
  int depth;
  int compact_from; /* containers opened this deep or deeper print on one line */
  bool is_obj[JW_MAX_DEPTH];
  int64_t count[JW_MAX_DEPTH];
} JsonWriter;

void jw_init(JsonWriter *w, StrBuf *out);
/* Containers opened at `depth` or deeper (the outermost value is at 0) are
 * printed without line breaks or spaces, as jansson's JSON_COMPACT prints
 * them: an array of records at depth 1 then holds one record per line.
 * Default: never (the indented layout throughout). */
void jw_compact_from(JsonWriter *w, int depth);
/* Streaming: `out` is only a window, written to `sink` whenever a container
 * closes with 64 KiB or more in it (a task graph of hundreds of MB is never
 * held whole); jw_flush writes the rest and says whether every write worked. */
void jw_init_sink(JsonWriter *w, StrBuf *out, FILE *sink);
bool jw_flush(JsonWriter *w);
/* Values: as an array element, or after jw_key inside an object. */
void jw_begin_object(JsonWriter *w);
void jw_begin_array(JsonWriter *w);
void jw_end(JsonWriter *w); /* closes the innermost object or array */
void jw_key(JsonWriter *w, const char *key);
void jw_int(JsonWriter *w, int64_t v);
void jw_str(JsonWriter *w, const char *s); /* NULL prints null */
void jw_bool(JsonWriter *w, bool v);
void jw_null(JsonWriter *w);
/* A finite double as jansson prints it at precision 9 ("%.9g", then ".0"
 * when it reads as an integer, exponent without '+' or leading zeros);
 * JSON has no infinity or NaN, so those are the strings "inf", "-inf", "nan". */
void jw_real(JsonWriter *w, double v);

/* The pieces, for a caller or a test that prints a scalar alone. */
void jw_put_string(StrBuf *out, const char *s);
void jw_put_int(StrBuf *out, int64_t v);
void jw_put_real(StrBuf *out, double v);

#endif
