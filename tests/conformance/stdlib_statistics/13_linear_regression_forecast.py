from statistics import linear_regression

months = [1, 2, 3, 4, 5, 6, 7, 8]
revenue = [10.2, 11.1, 12.5, 12.9, 14.2, 15.0, 15.8, 17.1]
fit = linear_regression(months, revenue)
print(fit)
print('slope', fit.slope, 'intercept', fit.intercept)
slope, intercept = fit
for m in (9, 10, 12):
    print('month', m, 'forecast %.3f' % (slope * m + intercept))
print(linear_regression([1, 2, 3, 4, 5], [3, 5, 7, 9, 11]))
print(linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True))
print(linear_regression([10, 20, 30], [25, 41, 62], proportional=True).slope)
miles = [120, 250, 310, 80, 400]
fuel = [4.1, 8.3, 10.2, 2.9, 13.1]
per_mile = linear_regression(miles, fuel, proportional=True)
print('gallons per mile %.5f, mpg %.2f' % (per_mile.slope, 1 / per_mile.slope), per_mile.intercept)
print(type(fit).__name__, fit._fields, fit[0] == fit.slope)
