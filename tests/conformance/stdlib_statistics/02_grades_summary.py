import statistics as stats

grades = {'alice': 88, 'bob': 72, 'carol': 95, 'dan': 64, 'erin': 88, 'frank': 79, 'gina': 91, 'hal': 55, 'ivy': 88, 'jon': 70}
scores = list(grades.values())
print('mean', stats.mean(scores))
print('median', stats.median(scores), 'low', stats.median_low(scores), 'high', stats.median_high(scores))
print('mode', stats.mode(scores), 'multimode', stats.multimode(scores))
print('stdev %.4f pstdev %.4f' % (stats.stdev(scores), stats.pstdev(scores)))
print('variance', stats.variance(scores), 'pvariance', stats.pvariance(scores))
def letter(s):
    return 'A' if s >= 90 else 'B' if s >= 80 else 'C' if s >= 70 else 'D' if s >= 60 else 'F'
letters = [letter(s) for s in scores]
print('letters', letters, 'most common', stats.mode(letters))
mu, sd = stats.mean(scores), stats.stdev(scores)
for name, s in sorted(grades.items()):
    print(f'{name:6} {s:3} z={(s - mu) / sd:+.2f}')
