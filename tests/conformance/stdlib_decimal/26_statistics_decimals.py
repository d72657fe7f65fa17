import statistics
from decimal import Decimal, localcontext

prices = [Decimal("19.99"), Decimal("24.50"), Decimal("18.75"), Decimal("22.00"), Decimal("24.50"), Decimal("30.10")]
print(repr(statistics.mean(prices)))
print(repr(statistics.median(prices)), repr(statistics.median_low(prices)), repr(statistics.median_high(prices)))
print(repr(statistics.mode(prices)), statistics.multimode(prices))
print(repr(statistics.variance(prices)), repr(statistics.stdev(prices)))
print(repr(statistics.pvariance(prices)), repr(statistics.pstdev(prices)))
print(statistics.quantiles(prices, n=4), statistics.quantiles(prices, n=4, method="inclusive"))
print(repr(statistics.harmonic_mean(prices)), statistics.fmean(prices), round(statistics.geometric_mean(prices), 6))
print(repr(statistics.mean([Decimal("1.5"), 2, 3])), repr(statistics.median([Decimal(1), Decimal(2)])))
with localcontext(prec=8):
    print(repr(statistics.mean(prices)), repr(statistics.stdev(prices)))
for mixed in ([Decimal("1.5"), 2.5], [2.5, Decimal("1.5")]):
    try:
        statistics.mean(mixed)
    except TypeError as e:
        # CPython names the two types in an order that depends on its set of types.
        print("TypeError:", sorted(str(e).replace(" and ", " ").split()))
monthly = [Decimal("1200.00"), Decimal("1350.50"), Decimal("980.25"), Decimal("1500.75")]
avg = statistics.mean(monthly)
print(f"average {avg:,.2f} spread {statistics.stdev(monthly):.2f} median {statistics.median(monthly)}")
