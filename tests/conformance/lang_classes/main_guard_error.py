def load(records):
    totals = {}
    for rec in records:
        totals[rec["user"]] = totals.get(rec["user"], 0) + rec["amount"]
    return totals


def main():
    records = [{"user": "a", "amount": 5}, {"user": "b", "amount": 2}]
    print(load(records))
    records.append({"user": "c", "amt": 1})
    print(load(records))


if __name__ == "__main__":
    main()
