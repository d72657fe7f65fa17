def gather(tasks):
    return [await t for t in tasks]
