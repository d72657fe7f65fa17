# A call on a line that ends in blanks: the traceback keeps them and draws carets.
def parse(row):
    return int(row["qty"])

def total(rows):
    s = 0
    for r in rows:
        s += parse(r)   
    return s

print(total([{"qty": "2"}]))
print(total([{"qty": "2"}, {"qty": "x"}]))  
