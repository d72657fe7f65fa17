import statistics
import math

closes = [101.2, 102.5, 101.9, 103.4, 104.1, 103.0, 105.6, 106.2, 105.8, 107.9, 108.4, 107.1]
returns = [(b - a) / a for a, b in zip(closes, closes[1:])]
print('daily returns', [round(r, 5) for r in returns])
mu = statistics.mean(returns)
vol = statistics.stdev(returns)
print('mean daily return', mu)
print('daily volatility', vol)
print('annualised volatility %.4f' % (vol * math.sqrt(252)))
growth = statistics.geometric_mean([1 + r for r in returns]) - 1
print('geometric daily growth', growth)
print('sharpe-like ratio %.4f' % (mu / vol * math.sqrt(252)))
log_returns = [math.log(b / a) for a, b in zip(closes, closes[1:])]
print('log return mean', statistics.fmean(log_returns), 'total', math.fsum(log_returns))
print('up days', sum(r > 0 for r in returns), 'median', statistics.median(returns))
print('VaR 5%% %.5f' % statistics.NormalDist(mu, vol).inv_cdf(0.05))
