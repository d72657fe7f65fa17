import csv
import io

print(csv.list_dialects())
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
for quoting in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC]:
    out = io.StringIO()
    csv.writer(out, quoting=quoting).writerow(["text", 42, 3.5, None, "a,b"])
    print(quoting, repr(out.getvalue()))
out = io.StringIO()
csv.writer(out, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(["a,b", 'say "hi"', "back\\slash"])
print(repr(out.getvalue()))
out = io.StringIO()
csv.writer(out, dialect="unix").writerow(["x", 1])
csv.writer(out, dialect="excel-tab").writerow(["x", 1])
csv.writer(out, csv.excel_tab).writerow(["y", 2])
print(repr(out.getvalue()))
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_NONE)
d = csv.get_dialect("pipes")
print(d.delimiter, d.quoting, repr(d.lineterminator), d.doublequote, d.quotechar)
print(list(csv.reader(["a|b|c", "1|2|3"], "pipes")))
csv.unregister_dialect("pipes")
print(csv.list_dialects())
print(list(csv.reader(['1,"two",3.5'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(["a, b,  c"], skipinitialspace=True)))
print(list(csv.reader(["a\\,b,c"], escapechar="\\")))
class Semi(csv.Dialect):
    delimiter = ";"
    quotechar = "'"
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL
out = io.StringIO()
csv.writer(out, Semi).writerow(["it's", "x;y"])
print(repr(out.getvalue()), list(csv.reader(out.getvalue().splitlines(), Semi)))
