import statistics

orders_today = []
print('orders:', len(orders_today))
print('average order value:', statistics.mean(orders_today))
