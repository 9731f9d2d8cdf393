"""Packaging beyond pyproject.toml: the top-level templates/, static/ and printables/ folders
go into the wheel as companion/templates, companion/static and companion/printables (the
app finds them there when installed, and beside the package in a checkout)."""
from setuptools import find_namespace_packages, find_packages, setup

DATA_FOLDERS = ("templates", "static", "printables")


def data_packages(folder: str) -> list[str]:
    """The folder and its sub-folders as packages of data files under `companion`."""
    return [f"companion.{folder}"] + [f"companion.{folder}.{name}"
                                      for name in find_namespace_packages(where=folder)]


DATA_PACKAGES = [name for folder in DATA_FOLDERS for name in data_packages(folder)]

setup(
    packages=find_packages(include=["companion*"]) + DATA_PACKAGES,
    package_dir={f"companion.{folder}": folder for folder in DATA_FOLDERS},
    package_data={"companion": ["**/*.toml", "translations/*/LC_MESSAGES/*.mo"]}
    | {name: ["*"] for name in DATA_PACKAGES},
)
