# Leaderboard: multi-key sorting mixing itemgetter, attrgetter and reverse.
from operator import itemgetter, attrgetter, neg
from dataclasses import dataclass


@dataclass
class Player:
    name: str
    score: int
    time: float


players = [Player("zoe", 90, 12.5), Player("amy", 95, 14.0), Player("bob", 90, 11.2), Player("cal", 95, 13.1)]
board = sorted(players, key=attrgetter("time"))
board.sort(key=attrgetter("score"), reverse=True)
for rank, p in enumerate(board, 1):
    print(rank, p.name, p.score, p.time)
pairs = [("b", 2), ("a", 2), ("c", 1)]
print(sorted(pairs, key=itemgetter(1, 0)), min(pairs, key=itemgetter(1)), sorted(map(neg, [3, 1, 2])))
best = {}
for p in players:
    best[p.score] = best.get(p.score, []) + [p.name]
print(sorted(best.items(), key=itemgetter(0), reverse=True))
