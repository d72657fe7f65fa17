import statistics

hours = [2, 3, 5, 1, 4, 6, 7, 3, 8, 5]
scores = [65, 70, 82, 55, 75, 88, 91, 68, 95, 80]
r = statistics.correlation(hours, scores)
print('r =', r, 'r^2 = %.4f' % (r * r))
print('covariance', statistics.covariance(hours, scores))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
print(statistics.correlation(x, x), statistics.correlation(x, x[::-1]), statistics.covariance(x, [1, 2, 3, 1, 2, 3, 1, 2, 3]))
temps = [14.2, 16.4, 11.9, 15.2, 18.5, 22.1, 19.4, 25.1, 23.4, 18.1]
ice = [215.0, 325.0, 185.0, 332.0, 406.0, 522.0, 412.0, 614.0, 544.0, 421.0]
print('temp vs ice cream r = %.6f' % statistics.correlation(temps, ice))
print(statistics.covariance(temps, ice))
strength = 'strong' if abs(r) > 0.7 else 'weak'
print('relationship:', strength, 'positive' if r > 0 else 'negative')
