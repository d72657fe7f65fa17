for i range(10):
    pass
