import csv, io
csv.register_dialect("semi", delimiter=";", quoting=csv.QUOTE_ALL, lineterminator="\n")
out = io.StringIO()
csv.writer(out, "semi").writerows([["a", 1], ["b;c", None]])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue()), "semi")))
d = csv.get_dialect("semi")
print(d.delimiter, d.quoting, repr(d.lineterminator), d.doublequote, d.escapechar, d.skipinitialspace, d.strict, d.quotechar)
print(sorted(csv.list_dialects()))
csv.unregister_dialect("semi")
for bad in [lambda: csv.get_dialect("semi"), lambda: csv.unregister_dialect("nope"), lambda: csv.writer(io.StringIO(), "nope"),
            lambda: csv.register_dialect("x", delimiter=""), lambda: csv.register_dialect("x", quotechar="ab"), lambda: csv.writer(io.StringIO(), delimiter=5),
            lambda: csv.reader([], bogus=1), lambda: csv.register_dialect(5)]:
    try:
        bad()
        print("ok")
    except (csv.Error, TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
w = csv.writer(io.StringIO(), delimiter="|", quotechar="'")
print(w.dialect.delimiter, w.dialect.quotechar, csv.excel.delimiter, csv.excel_tab.delimiter, csv.unix_dialect.lineterminator == "\n", csv.QUOTE_NONNUMERIC)
