from statistics import NormalDist, mean, stdev
from math import sqrt

control = [0.112, 0.098, 0.105, 0.121, 0.101, 0.095, 0.110, 0.108]
variant = [0.125, 0.131, 0.118, 0.129, 0.122, 0.135, 0.127, 0.119]
mc, mv = mean(control), mean(variant)
sc, sv = stdev(control), stdev(variant)
print('control %.5f +- %.5f' % (mc, sc))
print('variant %.5f +- %.5f' % (mv, sv))
se = sqrt(sc ** 2 / len(control) + sv ** 2 / len(variant))
z = (mv - mc) / se
print('z =', z)
p = 2 * (1 - NormalDist().cdf(abs(z)))
print('p-value %.3e' % p, 'significant' if p < 0.05 else 'not significant')
crit = NormalDist().inv_cdf(0.975)
print('95%% CI for lift: [%.5f, %.5f]' % (mv - mc - crit * se, mv - mc + crit * se))
a, b = NormalDist(mc, sc), NormalDist(mv, sv)
print('overlap', a.overlap(b), 'zscore of variant mean under control', a.zscore(mv))
