def parse(s):
    return int(s)
def load(rows):
    return [parse(r) for r in rows]
def main():
    data = ["1", "2", "x3"]
    vals = load(data)
    print(sum(vals))
print("start")
main()
