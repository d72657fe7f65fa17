import csv
import io

out = io.StringIO()
w = csv.writer(out)
print(w.writerow(["id", "description", "price"]))
w.writerows([
    [1, "plain", 9.99],
    [2, "has,comma", 10],
    [3, 'has "quotes"', 0.1 + 0.2],
    [4, "multi\nline", None],
    [5, "", True],
])
print(repr(out.getvalue()))
print(out.getvalue())
out = io.StringIO()
csv.writer(out, lineterminator="\n").writerow([""])
csv.writer(out, lineterminator="\n").writerow([])
csv.writer(out, delimiter="\t", lineterminator="\n").writerow(["a b", "c\td", "e"])
print(repr(out.getvalue()))
