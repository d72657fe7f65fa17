records = [{"name": "a", "score": 3}, {"name": "b"}, {"name": "c", "score": 1}]
def by_score(r):
    return r["score"]
print(sorted(records[:1], key=by_score))
ranked = sorted(records, key=by_score, reverse=True)
print(ranked)
