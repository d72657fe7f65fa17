import csv, io
raw = """id,name,score,comment
1,Ann,93.5,"likes, commas"
2,Bob,,"says ""hi"""
3,Cy,71,
"""
reader = csv.DictReader(io.StringIO(raw))
rows = list(reader)
print(reader.fieldnames, rows[1], len(rows))
scores = [float(r["score"]) for r in rows if r["score"]]
print(sum(scores) / len(scores))
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["name", "score"], extrasaction="ignore", lineterminator="\n")
w.writeheader()
w.writerows(rows)
print(out.getvalue())
out2 = io.StringIO()
cw = csv.writer(out2, quoting=csv.QUOTE_NONNUMERIC)
cw.writerow(["a", 1, 2.5, None, 'q"x'])
cw.writerow([])
print(repr(out2.getvalue()))
for row in csv.reader(["a;b;'c;d'", "1;2;3"], delimiter=";", quotechar="'"):
    print(row)
print(list(csv.reader(io.StringIO("x\ty\n1\t2\n"), dialect="excel-tab")))
buf = io.StringIO()
buf.write("line1\n")
print("line2", file=buf)
buf.seek(0)
print(buf.readline(), buf.read().upper(), buf.tell())
sniff = csv.Sniffer().sniff("a|b|c\n1|2|3\n")
print(sniff.delimiter)
