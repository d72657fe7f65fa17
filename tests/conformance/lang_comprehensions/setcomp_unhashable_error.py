tags = [["python", "web"], ["rust"], ["python", "cli"]]
flat = {t for group in tags for t in group}
print(sorted(flat))
sizes = {len(g) for g in tags}
print(sizes)
firsts = {g[0] for g in tags}
print(sorted(firsts))
print(len({t.upper() for g in tags for t in g}))
unique_groups = {g for g in tags}
print(unique_groups)
