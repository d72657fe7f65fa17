def parse_line(line):
    name, score = line.split(":")
    return name.strip(), int(score)


def main():
    data = ["ann: 7", "bob: 12", "cy: 9"]
    rows = [parse_line(line) for line in data]
    best = max(rows, key=lambda r: r[1])
    print("rows:", rows)
    print("best:", best)
    return 0


print("module name:", __name__)
if __name__ == "__main__":
    status = main()
    print("exit status", status)
else:
    print("imported, not running")
