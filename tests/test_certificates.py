"""The table's certificate authority and the server certificate (`run --https`): every
name a phone may open the machine by, renewal before the end and when the names change,
local names only, the key kept private, nothing in a backup."""
import datetime
import ipaddress
import stat

import pytest
from cryptography import x509

from companion import certificates
from companion.certificates import Names, names_of, server_certificate, wanted_names

ADDRESSES = ["192.168.1.23", "172.17.0.1", "10.8.0.2", "fd00::2"]
NOW = datetime.datetime(2026, 3, 1, tzinfo=datetime.UTC)


def load(path) -> x509.Certificate:
    return x509.load_pem_x509_certificate(path.read_bytes())


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "instance" / "tls"


def test_the_certificate_names_every_address_the_host_name_and_its_local_name(folder):
    files = server_certificate(folder, wanted_names(ADDRESSES, "Boardroom"), NOW, "boardroom")
    names = names_of(load(files.certificate))
    assert names.dns == {"localhost", "boardroom", "boardroom.local"}
    assert names.ips == {"127.0.0.1", "::1", *ADDRESSES}
    assert files.renewed == "none yet"


def test_a_host_name_with_a_domain_gets_its_short_local_name():
    assert certificates.host_names("box.example.org") == ["localhost", "box.example.org",
                                                          "box.local"]


def test_the_certificate_is_one_phones_accept(folder):
    """What Apple and Chrome ask of a server certificate: server auth, names in the SAN,
    at most 825 days, a SHA-2 signature; and it chains to the authority."""
    files = server_certificate(folder, wanted_names(ADDRESSES, "boardroom"), NOW, "boardroom")
    leaf = load(files.certificate)
    ca = certificates.authority(folder)
    leaf.verify_directly_issued_by(ca.certificate)
    usage = leaf.extensions.get_extension_for_class(x509.ExtendedKeyUsage).value
    assert x509.oid.ExtendedKeyUsageOID.SERVER_AUTH in usage
    assert leaf.not_valid_after_utc - leaf.not_valid_before_utc <= datetime.timedelta(days=825)
    assert leaf.signature_hash_algorithm.name == "sha256"
    assert not leaf.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    authority = ca.certificate.extensions.get_extension_for_class(x509.BasicConstraints)
    assert authority.critical and authority.value.ca


def test_the_authority_vouches_for_local_names_only(folder):
    ca = certificates.authority(folder, "boardroom")
    constraints = ca.certificate.extensions.get_extension_for_class(x509.NameConstraints)
    assert constraints.critical
    assert {n.value for n in constraints.value.permitted_subtrees} == {"localhost", "local",
                                                                       "boardroom"}
    assert ca.permits("boardroom.local") and ca.permits("localhost")
    assert not ca.permits("bank.example") and not ca.permits("notlocal")


def test_a_certificate_good_as_it_is_is_kept(folder):
    names = wanted_names(ADDRESSES, "boardroom")
    first = server_certificate(folder, names, NOW, "boardroom")
    again = server_certificate(folder, names, NOW + datetime.timedelta(days=200), "boardroom")
    assert again.renewed is None
    assert load(first.certificate).serial_number == load(again.certificate).serial_number


def test_renewed_well_before_it_ends(folder):
    names = wanted_names(ADDRESSES, "boardroom")
    first = load(server_certificate(folder, names, NOW, "boardroom").certificate)
    late = first.not_valid_after_utc - certificates.RENEW_BEFORE + datetime.timedelta(hours=1)
    renewed = server_certificate(folder, names, late, "boardroom")
    assert renewed.renewed == "expires soon"
    assert load(renewed.certificate).not_valid_after_utc > first.not_valid_after_utc
    assert datetime.timedelta(days=30) <= certificates.RENEW_BEFORE


def test_renewed_when_the_addresses_change(folder):
    server_certificate(folder, wanted_names(ADDRESSES, "boardroom"), NOW, "boardroom")
    moved = server_certificate(folder, wanted_names(["192.168.50.7"], "boardroom"), NOW,
                               "boardroom")
    assert moved.renewed == "names changed"
    assert "192.168.50.7" in names_of(load(moved.certificate)).ips
    assert "192.168.1.23" not in names_of(load(moved.certificate)).ips


def test_a_new_host_name_outside_the_authority_keeps_its_local_name(folder):
    server_certificate(folder, wanted_names(ADDRESSES, "boardroom"), NOW, "boardroom")
    renamed = server_certificate(folder, wanted_names(ADDRESSES, "attic"), NOW, "boardroom")
    assert names_of(load(renamed.certificate)).dns == {"localhost", "attic.local"}
    again = server_certificate(folder, wanted_names(ADDRESSES, "attic"), NOW, "boardroom")
    assert again.renewed is None            # what it may not name never renews it


def test_a_certificate_from_another_authority_is_made_again(folder, tmp_path):
    names = wanted_names(ADDRESSES, "boardroom")
    server_certificate(folder, names, NOW, "boardroom")
    other = tmp_path / "other"
    server_certificate(other, names, NOW, "boardroom")
    (folder / certificates.SERVER_FILE).write_bytes((other / certificates.SERVER_FILE)
                                                     .read_bytes())
    assert server_certificate(folder, names, NOW, "boardroom").renewed == \
        "signed by another authority"


def test_the_authority_is_made_once_and_its_keys_are_private(folder):
    first = certificates.authority(folder)
    assert certificates.authority(folder).fingerprint() == first.fingerprint()
    server_certificate(folder, wanted_names([], "boardroom"))
    for key in (certificates.AUTHORITY_KEY, certificates.SERVER_KEY):
        assert stat.S_IMODE((folder / key).stat().st_mode) == 0o600
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_the_authority_s_certificate_is_written_without_its_key(folder, tmp_path):
    pem = certificates.write_authority(folder, tmp_path / "table.pem").read_bytes()
    der = certificates.write_authority(folder, tmp_path / "table.cer").read_bytes()
    assert b"PRIVATE KEY" not in pem and pem.startswith(b"-----BEGIN CERTIFICATE")
    assert x509.load_der_x509_certificate(der) == x509.load_pem_x509_certificate(pem)


def test_names_compare_addresses_as_addresses():
    assert Names.of(["a"], ["::0001", "10.0.0.1"]) == Names.of(["a"], ["::1", "10.0.0.1"])
    assert all(ipaddress.ip_address(ip) for ip in wanted_names(ADDRESSES, "x").ips)


def test_the_authority_lives_in_the_instance_folder_never_in_the_checkout_or_a_backup(
        tmp_path, monkeypatch):
    """The checkout's instance/ folder is ignored by git; a backup holds the database only."""
    from pathlib import Path

    from companion import configured_app
    from companion.backup import write_backup
    from companion.db import open_database
    checkout = Path(__file__).resolve().parent.parent
    assert "instance/" in (checkout / ".gitignore").read_text().splitlines()
    monkeypatch.setenv("COMPANION_INSTANCE_PATH", str(tmp_path / "instance"))
    instance = configured_app().instance_path
    folder = certificates.folder_of(instance)
    assert folder == Path(instance) / "tls"
    server_certificate(folder, wanted_names(ADDRESSES, "boardroom"))
    database = Path(instance) / "companion.sqlite"
    open_database(str(database)).conn.close()
    backup = write_backup(str(database), str(tmp_path / "b.sqlite"))
    data = Path(backup).read_bytes()
    for name in (certificates.AUTHORITY_KEY, certificates.SERVER_KEY):
        key = b"".join((folder / name).read_bytes().splitlines()[1:-1])
        assert key[:40] not in data
