import csv, io
data = """name,dept,salary,start
Ann,Eng,120000,2020-01-15
Bob,Ops,"85,000",2019-07-01
"Smith, Jr.",Eng,99000,2021-03-30
Dee,,70000,
"Quote ""Q"" x",Sales,50000,2022-11-11
"""
rows = list(csv.DictReader(io.StringIO(data)))
print(rows[1], rows[2]["name"], rows[3], rows[4]["name"])
print(list(rows[0].keys()), len(rows))
for r in rows:
    r["salary"] = int(r["salary"].replace(",", ""))
by = {}
for r in rows:
    by.setdefault(r["dept"] or "(none)", []).append(r["salary"])
print({k: (len(v), sum(v)) for k, v in sorted(by.items())})
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["name", "salary", "note"], extrasaction="ignore", restval="n/a")
w.writeheader()
w.writerows(rows)
print(repr(out.getvalue()))
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["a", 1, 2.5, None, "x\"y"])
w.writerow([])
print(repr(out.getvalue()))
out = io.StringIO()
w = csv.writer(out, delimiter="\t", quoting=csv.QUOTE_MINIMAL)
w.writerows([["a b", "c\td", "e\nf"], ["", " ", "'"]])
print(repr(out.getvalue()))
out = io.StringIO()
csv.writer(out, quoting=csv.QUOTE_ALL).writerow(["x", 3, ""])
print(repr(out.getvalue()))
try:
    csv.DictWriter(io.StringIO(), ["a"]).writerow({"a": 1, "b": 2})
except ValueError as e:
    print("ValueError:", e)
r = csv.reader(io.StringIO("a;b;c\n1;'2;3';4\n"), delimiter=";", quotechar="'")
print(list(r))
r = csv.reader(["x, y ,z", " 'a', b"], skipinitialspace=True, quotechar="'")
print(list(r))
dr = csv.DictReader(io.StringIO("a,b\n1,2,3,4\n5\n"), restkey="extra", restval="-")
print(list(dr), dr.fieldnames, dr.line_num)
dr = csv.DictReader(["1,2", "3,4"], fieldnames=["x", "y"])
print([dict(r) for r in dr])
out = io.StringIO()
csv.writer(out, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(["a,b", "c"])
print(repr(out.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error:", e)
try:
    list(csv.reader(['"abc'], strict=True))
except csv.Error as e:
    print("csv.Error:", e)
print(list(csv.reader(['a,"b\nc",d'])), list(csv.reader(io.StringIO('a,"b\nc",d\n'))))
print(csv.list_dialects() and sorted(csv.list_dialects()), csv.excel.delimiter, repr(csv.excel_tab.delimiter))
