def read_block(lines):
    count = 0
    for line in lines:
        if line == "END":
            return count
        yield line.upper()
        count += 1
    return count


def read_all(blocks):
    sizes = []
    for block in blocks:
        n = yield from read_block(block)
        sizes.append(n)
    return sizes


def drive(gen):
    while True:
        try:
            print("  item", next(gen))
        except StopIteration as stop:
            return stop.value


print(drive(read_all([["a", "b", "END", "ignored"], ["c"], ["END"]])))
