import statistics
from dataclasses import dataclass, field
from typing import Dict, List
from operator import attrgetter
@dataclass(order=True)
class Student:
    sort_key: float = field(init=False, repr=False)
    name: str
    scores: Dict[str, List[int]] = field(default_factory=dict, compare=False)
    def __post_init__(self):
        self.sort_key = -self.average
    @property
    def average(self) -> float:
        allv = [s for v in self.scores.values() for s in v]
        return statistics.mean(allv) if allv else 0.0
    def letter(self) -> str:
        a = self.average
        for cut, g in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
            if a >= cut: return g
        return "F"
roster = [
    Student("Ana", {"math": [95, 88, 92], "sci": [78, 85]}),
    Student("Ben", {"math": [72, 65], "sci": [80, 70, 75]}),
    Student("Cai", {"math": [55, 61], "sci": [58]}),
    Student("Dee", {"math": [88, 91], "sci": [94, 90, 97]}),
    Student("Eli", {}),
]
for s in sorted(roster):
    print(f"{s.name:<4} {s.average:6.2f} {s.letter()} {sorted(s.scores)}")
print(repr(roster[0]), roster[0] == Student("Ana", {}), roster[4] < roster[2])
subjects = sorted({k for s in roster for k in s.scores})
for sub in subjects:
    vals = [x for s in roster for x in s.scores.get(sub, [])]
    q = statistics.quantiles(vals, n=4)
    print(f"{sub}: n={len(vals)} mean={statistics.mean(vals):.2f} median={statistics.median(vals)} stdev={statistics.stdev(vals):.3f} q={q}")
dist = {}
for s in roster: dist.setdefault(s.letter(), []).append(s.name)
print(dict(sorted(dist.items())), max(roster, key=attrgetter("average")).name)
curve = lambda x: min(100, round(x * 1.05 + 2))
curved = {s.name: {k: list(map(curve, v)) for k, v in s.scores.items()} for s in roster}
print(curved["Cai"], curved["Eli"], sum(len(v) for s in curved.values() for v in s.values()))
z = {s.name: round((s.average - statistics.mean(r.average for r in roster)) / statistics.pstdev([r.average for r in roster]), 3) for s in roster}
print(z)
print(f"{'Name':^8}|{'Avg':^8}|{'Grade':^7}\n{'-' * 8}+{'-' * 8}+{'-' * 7}")
for s in roster: print(f"{s.name:^8}|{s.average:^8.1f}|{s.letter():^7}")
