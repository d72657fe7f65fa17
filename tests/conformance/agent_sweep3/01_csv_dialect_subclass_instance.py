import csv, io
class Pipe(csv.Dialect):
    delimiter = "|"
    quotechar = "'"
    doublequote = False
    escapechar = "\\"
    skipinitialspace = True
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL
p = Pipe()
print(p.delimiter, p.quotechar, p.doublequote, p.escapechar, p._valid, type(p).__name__)
out = io.StringIO()
csv.writer(out, p).writerow(["a|b", "it's", "plain"])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue()), p)))
print(csv.excel().delimiter, repr(csv.excel_tab().delimiter), csv.unix_dialect().quoting, csv.excel()._valid)
class Bad(csv.Dialect):
    delimiter = "::"
    quotechar = '"'
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL
try:
    Bad()
except csv.Error as e:
    print("Error:", e)
try:
    csv.Dialect()
except csv.Error as e:
    print("Error:", e)
csv.register_dialect("pipes", Pipe)
print(csv.get_dialect("pipes").delimiter, sorted(csv.list_dialects()))
