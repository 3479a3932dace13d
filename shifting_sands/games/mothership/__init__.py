"""Shifting Sands: Land the Mothership: hidden agents under shifting dunes on a hex desert."""
