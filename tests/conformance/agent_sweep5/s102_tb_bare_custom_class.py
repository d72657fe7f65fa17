class MyErr(Exception):
    pass
raise MyErr
