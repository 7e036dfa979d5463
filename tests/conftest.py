from tests import profiles

profiles.load()
