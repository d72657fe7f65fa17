import random

suits = ['S', 'H', 'D', 'C']
ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
deck = [r + s for s in suits for r in ranks]
print(len(deck), deck[:5], deck[-3:])

random.seed(2024)
random.shuffle(deck)
print('shuffled top 10:', deck[:10])

hands = {p: [deck.pop() for _ in range(5)] for p in ['alice', 'bob', 'carol', 'dave']}
for player, hand in hands.items():
    print(player, hand)
print('remaining', len(deck))

values = {r: i for i, r in enumerate(ranks, start=2)}
def score(hand):
    return sum(values[c[:-1]] for c in hand)
best = max(hands, key=lambda p: score(hands[p]))
print('highest total:', best, score(hands[best]))

# shuffle a copy and verify it is a permutation
orig = list(range(20))
cp = orig[:]
random.shuffle(cp)
print(cp)
print('permutation:', sorted(cp) == orig)
