import statistics as st
from collections import Counter

responses = [5, 4, 4, 3, 5, 5, 2, 4, 3, 5, 1, 4, 4, 5, 3, 4]
counts = Counter(responses)
for score in range(1, 6):
    print(score, '#' * counts[score], counts[score])
print('mean %.4f median %s mode %s' % (st.mean(responses), st.median(responses), st.mode(responses)))
print('stdev', st.stdev(responses), 'variance', st.variance(responses))
nps_like = st.mean(1 if r >= 4 else 0 for r in responses)
print('share of 4-5 scores', nps_like)
by_group = {'web': [5, 4, 4, 3, 5, 5, 2, 4], 'app': [3, 5, 1, 4, 4, 5, 3, 4]}
for group, vals in by_group.items():
    print(group, st.mean(vals), st.median(vals), round(st.pstdev(vals), 4), st.multimode(vals))
