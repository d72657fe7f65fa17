# A typical agent step: parse tool-like records, aggregate, rank, report.
records = [
    {"title": "Sandboxing Python for agents", "score": 0.91, "tags": ["security", "python"]},
    {"title": "Register VMs explained", "score": 0.78, "tags": ["vm", "performance"]},
    {"title": "Why containers are slow to start", "score": 0.64, "tags": ["containers"]},
    {"title": "Bytecode verification", "score": 0.83, "tags": ["security", "vm"]},
    {"title": "Memory caps in interpreters", "score": 0.71, "tags": ["security", "limits"]},
]

def summarize(rec, width=24):
    title = rec["title"]
    if len(title) > width:
        title = title[: width - 3] + "..."
    return f"{title:<{width}} {rec['score']:.2f}"

by_tag = {}
for rec in records:
    for tag in rec["tags"]:
        by_tag.setdefault(tag, []).append(rec["score"])

averages = {tag: sum(s) / len(s) for tag, s in by_tag.items()}
ranked = sorted(records, key=lambda r: (-r["score"], r["title"]))
top = [summarize(r) for r in ranked[:3]]
try:
    ratio = averages["security"] / averages["missing"]
except KeyError as e:
    ratio = None
    note = f"no tag {e}"
words = " ".join(r["title"] for r in records).lower().split()
common = max(set(words), key=lambda w: (words.count(w), w))
print("\n".join(top))
print(f"best tag: {max(averages, key=averages.get)} ({len(by_tag)} tags)")
print(note, common, ratio)
