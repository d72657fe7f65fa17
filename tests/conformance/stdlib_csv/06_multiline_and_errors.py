import csv
import io

text = 'id,comment\n1,"first line\nsecond line"\n2,"trailing ""quote"""\n'
for row in csv.reader(io.StringIO(text)):
    print(row)

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("unterminated", lambda: list(csv.reader(['a,"open'])))
attempt("unterminated strict", lambda: list(csv.reader(['a,"open'], strict=True)))
attempt("junk after quote", lambda: list(csv.reader(['"a"b,c'])))
attempt("junk strict", lambda: list(csv.reader(['"a"b,c'], strict=True)))
attempt("bare newline", lambda: list(csv.reader(["a\nb,c"])))
attempt("bytes lines", lambda: list(csv.reader([b"a,b"])))
attempt("nonnumeric", lambda: list(csv.reader(["1,x"], quoting=csv.QUOTE_NONNUMERIC)))
attempt("no escapechar", lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]))
attempt("empty field", lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""]))
attempt("not iterable", lambda: csv.writer(io.StringIO()).writerow(5))
attempt("long delimiter", lambda: csv.writer(io.StringIO(), delimiter="::"))
attempt("bad quoting", lambda: csv.reader([], quoting=9))
attempt("bad keyword", lambda: csv.reader([], delim=";"))
attempt("unknown dialect", lambda: csv.reader([], "nope"))
attempt("get unknown", lambda: csv.get_dialect("nope"))
attempt("no write", lambda: csv.writer(42))
print(issubclass(csv.Error, Exception), csv.field_size_limit())
