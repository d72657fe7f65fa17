posts = {"p1": {"python", "ai", "llm"}, "p2": {"python", "web"}, "p3": {"ai", "ethics"}, "p4": {"llm", "ai", "python"}}
all_tags = set().union(*posts.values())
print(sorted(all_tags), len(all_tags))
common = set.intersection(*posts.values())
print(common, sorted(posts["p1"] & posts["p4"]), sorted(posts["p1"] ^ posts["p2"]), posts["p3"] - posts["p1"])
print(posts["p4"] <= posts["p1"], posts["p1"].isdisjoint(posts["p2"]), {"ai"} < posts["p3"])
by_tag = {t: sorted(p for p, tags in posts.items() if t in tags) for t in sorted(all_tags)}
for t, ps in by_tag.items():
    print(f"{t:>7}: {', '.join(ps)}")
def jaccard(a, b):
    return len(a & b) / len(a | b)
pairs = [(a, b, round(jaccard(posts[a], posts[b]), 3)) for a in posts for b in posts if a < b]
print(max(pairs, key=lambda t: t[2]), sorted(pairs, key=lambda t: (-t[2], t[0], t[1]))[:3])
fs = frozenset({1, 2})
print(fs, {fs: "ok"}[frozenset([2, 1])], fs | {3}, type(fs | {3}).__name__)
s = {3, 1, 2}
s.discard(9); s.update([5, 4]); s -= {1}
print(sorted(s), s.pop() in {2, 3, 4, 5}, len(s))
s.remove(42)
