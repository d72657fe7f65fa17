def load(record):
    try:
        return record["value"] * 2
    except KeyError:
        raise RuntimeError("record incomplete")


for rec in [{"value": 4}, {"name": "x"}]:
    try:
        print(load(rec))
    except RuntimeError as e:
        ctx = e.__context__
        print("error:", e)
        print("during:", type(ctx).__name__, ctx)
        print("explicit cause:", e.__cause__)
