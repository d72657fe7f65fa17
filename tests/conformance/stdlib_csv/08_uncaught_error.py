import csv

rows = list(csv.reader(['name,qty', '"widget,5']))
print(rows)
for row in csv.reader(['ok,1', '"bad"x,2'], strict=True):
    print(row)
