import csv
import io

text = """city,country,population
Tokyo,Japan,37400068

Delhi,India,28514000
Shanghai,China
Sao Paulo,Brazil,22043028,extra,more
"""
reader = csv.DictReader(io.StringIO(text))
print(reader.fieldnames)
for row in reader:
    print(row)
reader = csv.DictReader(io.StringIO(text), restkey="rest", restval="?")
print([r.get("rest") for r in reader])
reader = csv.DictReader(["x;y", "1;2", "3;4"], fieldnames=["first", "second"], delimiter=";")
rows = list(reader)
print(rows, reader.line_num)
print(sum(int(r["first"]) for r in rows[1:]))
print(list(csv.DictReader([])), csv.DictReader([]).fieldnames)
