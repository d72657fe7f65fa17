import csv, io
people = [{"name": "Ann O'Neil", "city": "New York, NY", "bio": 'Says "hi"', "age": 31, "score": 88.5},
          {"name": "Bo", "city": "", "bio": "line1\nline2", "age": None, "score": 0.1 + 0.2}]
buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=list(people[0]), quoting=csv.QUOTE_MINIMAL)
w.writeheader(); w.writerows(people)
text = buf.getvalue()
print(repr(text))
back = list(csv.DictReader(io.StringIO(text)))
print(back)
print([float(r["score"]) for r in back], [r["age"] or "n/a" for r in back])
buf = io.StringIO()
w = csv.writer(buf, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
w.writerow(["x", 1, 2.5, None, ""]); w.writerow([])
print(repr(buf.getvalue()))
print(list(csv.reader(io.StringIO(buf.getvalue()), delimiter="\t", quoting=csv.QUOTE_NONNUMERIC)))
r = csv.reader(io.StringIO("a,b\n\n1,2\n"))
print([(r.line_num, row) for row in r], r.dialect.delimiter, r.dialect.lineterminator == "\r\n")
dr = csv.DictReader(io.StringIO("h1,h2\n1,2\n"), fieldnames=None)
print(dr.fieldnames, next(dr), dr.line_num)
out = io.StringIO(); csv.writer(out, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(["a,b", "c\\d", 'e"f'])
print(repr(out.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error:", e)
try:
    csv.reader(io.StringIO("a"), quoting=9)
except TypeError as e:
    print("TypeError:", e)
print(list(csv.reader(["a,b\r\n"])), list(csv.reader(['"a""b",c'])), list(csv.reader(['"a"b,c'])), list(csv.reader([" a , b "])))
