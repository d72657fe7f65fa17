people = [("ann", "eng"), ("bob", "ops"), ("cid", "eng"), ("dee", "hr"), ("eve", "ops")]
groups = {}
for name, team in people:
    groups.setdefault(team, []).append(name)
print(groups)
by_len = {}
for word in ["a", "bb", "cc", "ddd", "e", "fff"]:
    if len(word) not in by_len:
        by_len[len(word)] = []
    by_len[len(word)].append(word)
print(by_len)
for team, members in sorted(groups.items()):
    print(f"{team}: {', '.join(members)} ({len(members)})")
