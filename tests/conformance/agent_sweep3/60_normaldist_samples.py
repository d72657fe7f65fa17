import statistics as st
import random
nd = st.NormalDist(50, 5)
print([round(x, 6) for x in nd.samples(5, seed=42)])
print([round(x, 6) for x in st.NormalDist().samples(3, seed="abc")])
random.seed(7)
xs = [random.gauss(10, 2) for _ in range(5)]
print([round(x, 6) for x in xs], round(st.mean(xs), 6))
random.seed(1)
print(random.sample(range(100), 5), random.choices("abc", weights=[5, 1, 1], k=6), round(random.uniform(1, 2), 6), random.randint(1, 6))
print(round(random.normalvariate(0, 1), 6), round(random.expovariate(2), 6), round(random.triangular(0, 10, 3), 6), round(random.betavariate(2, 3), 6))
r = random.Random(99); lst = list(range(10)); r.shuffle(lst); print(lst, r.choice(lst), r.randrange(0, 100, 5), r.getrandbits(16))
print(nd.pdf(50), nd.cdf(50), round(nd.inv_cdf(0.975), 6), nd == st.NormalDist(50, 5), repr(st.NormalDist(1, 2)), nd * 2 + 1, round(nd.overlap(st.NormalDist(55, 5)), 6))
