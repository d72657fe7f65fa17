def read_records(lines):
    count = 0
    for line in lines:
        if not line:
            return count
        count += 1
        yield line.split(",")


def load(lines):
    rows = []
    gen = read_records(lines)
    while True:
        try:
            rows.append(next(gen))
        except StopIteration as stop:
            print("read", stop.value, "records")
            break
    return rows


print(load(["a,1", "b,2", "", "c,3"]))
print(load(["x,9"]))
summary = read_records(["k,v"])
print(next(summary))
print(next(summary))
