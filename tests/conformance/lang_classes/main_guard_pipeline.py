def extract(raw):
    return [line.split("|") for line in raw.strip().splitlines()]


def transform(rows):
    return [{"name": n.strip(), "score": int(s)} for n, s in rows]


def load(records):
    for r in sorted(records, key=lambda r: -r["score"]):
        print(f"{r['name']:<6}{r['score']:>4}")


RAW = """
ann | 12
bob | 30
cy  | 7
"""

if __name__ == "__main__":
    load(transform(extract(RAW)))
    print("pipeline complete")
