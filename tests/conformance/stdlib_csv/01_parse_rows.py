import csv
import io

data = """name,dept,salary
Alice,Engineering,120000
Bob,"Sales, East",85000
"Carol ""CJ"" Jones",Marketing,97000
"""
rows = list(csv.reader(io.StringIO(data)))
header, body = rows[0], rows[1:]
print(header)
for row in body:
    print(row)
total = sum(int(r[2]) for r in body)
print("total salary:", total)
lines = ["a,b,c", "1,2,3", "", "4,,6"]
r = csv.reader(lines)
for row in r:
    print(r.line_num, row)
