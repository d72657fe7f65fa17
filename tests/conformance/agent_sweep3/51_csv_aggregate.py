import csv, io
from collections import defaultdict
data = """region;rep;q1;q2;q3;q4
"North";"Ann";1.200,50;980;1.105;1.300
South;Bob;700;650,25;720;0
North;Cy;300;;450;500
"""
totals = defaultdict(lambda: [0.0] * 4)
def num(s):
    return float(s.replace(".", "").replace(",", ".")) if s else 0.0
for row in csv.DictReader(io.StringIO(data), delimiter=";"):
    for i, q in enumerate(["q1", "q2", "q3", "q4"]):
        totals[row["region"]][i] += num(row[q])
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["region", "q1", "q2", "q3", "q4", "year"])
for region, qs in sorted(totals.items()):
    w.writerow([region, *(f"{q:.2f}" for q in qs), f"{sum(qs):,.2f}"])
print(out.getvalue())
print(list(csv.reader(io.StringIO(out.getvalue()))))
print(list(csv.reader(['a;"b;c";d'], delimiter=";")), list(csv.reader(["x|y"], delimiter="|")), list(csv.reader(["'a,b',c"], quotechar="'")))
print(list(csv.reader(['"unterminated', 'next'])), list(csv.reader(['a,b\\,c'], escapechar="\\")), list(csv.reader(['a,"b""c"'], doublequote=True)))
