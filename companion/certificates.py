"""The table's own certificate authority and the server certificate it signs (`run --https`).

Phones give offline pages, the screen wake lock and "install the app" only to pages from
a secure origin. At home there is no domain for a public authority to certify, so the
table makes its own: an authority made once, kept in the instance folder (never in the
checkout, never in a backup), that each phone trusts once; it signs the server's
certificate, which names every way a phone may open this machine (localhost, 127.0.0.1,
each address, the host name and `<host>.local`) and is made again well before it expires
or as soon as those names change. The authority may only vouch for local names
(name constraints): its key, if ever stolen, could not impersonate any site on the web.

Made with `cryptography` (pyca), the maintained library for X.509 in Python.
"""
import datetime
import ipaddress
import os
import socket
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

FOLDER = "tls"                      # under the instance folder
AUTHORITY_FILE, AUTHORITY_KEY = "authority.pem", "authority-key.pem"
SERVER_FILE, SERVER_KEY = "server.pem", "server-key.pem"
AUTHORITY_DAYS = 3650               # trusted once on each phone: ten years
# Apple's limit for a server certificate is 825 days (398 for public authorities); a year
# and a month, made again two months before its end at a start or while serving.
SERVER_DAYS = 397
RENEW_BEFORE = datetime.timedelta(days=60)
AUTHORITY_NAME = "companion table"


@dataclass(frozen=True)
class Names:
    """What the server certificate must name."""
    dns: frozenset[str]
    ips: frozenset[str]

    @classmethod
    def of(cls, dns, ips) -> "Names":
        return cls(frozenset(dns), frozenset(str(ipaddress.ip_address(ip)) for ip in ips))


def host_names(hostname: str | None = None) -> list[str]:
    """This machine's own names: localhost, its host name and `<host>.local` (mDNS)."""
    host = (hostname if hostname is not None else socket.gethostname()).strip().lower()
    names = ["localhost"]
    if host and host != "localhost":
        names += [host, host.split(".")[0] + ".local"]
    return list(dict.fromkeys(names))


def wanted_names(addresses, hostname: str | None = None) -> Names:
    """Every name and address a phone may open this machine by."""
    return Names.of(host_names(hostname), ["127.0.0.1", "::1", *addresses])


def folder_of(instance: str | os.PathLike) -> Path:
    return Path(instance) / FOLDER


def _now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


def _write_private(path: Path, data: bytes) -> None:
    """A key, readable by this user only from its first byte on."""
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(data)
    os.replace(tmp, path)


def _write(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def _constraints(hostname: str | None) -> x509.NameConstraints:
    """Local names only: localhost, anything under .local, this machine's host name. IP
    addresses stay open (a laptop's change with every network, and no site on the web is
    opened by address with a certificate)."""
    permitted = [x509.DNSName(name) for name in ("localhost", "local")]
    host = (hostname if hostname is not None else socket.gethostname()).strip().lower()
    if host and host not in ("localhost", "local"):
        permitted.append(x509.DNSName(host))
    return x509.NameConstraints(permitted_subtrees=permitted, excluded_subtrees=None)


@dataclass(frozen=True)
class Authority:
    certificate: x509.Certificate
    key: ec.EllipticCurvePrivateKey

    def pem(self) -> bytes:
        return self.certificate.public_bytes(serialization.Encoding.PEM)

    def der(self) -> bytes:
        return self.certificate.public_bytes(serialization.Encoding.DER)

    def fingerprint(self) -> str:
        """SHA-256 of the certificate, as phones show it (AB:CD:...)."""
        return self.certificate.fingerprint(hashes.SHA256()).hex(":").upper()

    def permits(self, name: str) -> bool:
        """A DNS name this authority may vouch for (its name constraints)."""
        try:
            constraints = self.certificate.extensions.get_extension_for_class(
                x509.NameConstraints).value
        except x509.ExtensionNotFound:
            return True
        name = name.lower()
        return any(name == p.value or name.endswith("." + p.value)
                   for p in constraints.permitted_subtrees or () if isinstance(p, x509.DNSName))


def make_authority(hostname: str | None = None, now: datetime.datetime | None = None
                   ) -> Authority:
    now = now or _now()
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([
        x509.NameAttribute(NameOID.COMMON_NAME, AUTHORITY_NAME),
        x509.NameAttribute(NameOID.ORGANIZATION_NAME, "companion"),
        # Two tables' authorities never look alike on a phone's list of trusted ones.
        x509.NameAttribute(NameOID.ORGANIZATIONAL_UNIT_NAME,
                           (hostname if hostname is not None else socket.gethostname())[:64]
                           or "table"),
    ])
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=AUTHORITY_DAYS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(x509.KeyUsage(digital_signature=True, key_cert_sign=True, crl_sign=True,
                                     content_commitment=False, key_encipherment=False,
                                     data_encipherment=False, key_agreement=False,
                                     encipher_only=False, decipher_only=False), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()),
                       critical=False)
        .add_extension(_constraints(hostname), critical=True)
        .sign(key, hashes.SHA256())
    )
    return Authority(certificate, key)


def authority(folder: Path, hostname: str | None = None) -> Authority:
    """The table's authority, made the first time and kept in `folder`."""
    cert_path, key_path = folder / AUTHORITY_FILE, folder / AUTHORITY_KEY
    if cert_path.is_file() and key_path.is_file():
        return Authority(x509.load_pem_x509_certificate(cert_path.read_bytes()),
                         serialization.load_pem_private_key(key_path.read_bytes(), None))
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)
    made = make_authority(hostname)
    _write_private(key_path, _key_pem(made.key))
    _write(cert_path, made.pem())
    return made


def names_of(certificate: x509.Certificate) -> Names:
    try:
        san = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        return Names.of((), ())
    return Names.of(san.get_values_for_type(x509.DNSName),
                    san.get_values_for_type(x509.IPAddress))


def sign_server(ca: Authority, names: Names, now: datetime.datetime | None = None
                ) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    """A server certificate for `names` (those the authority may vouch for)."""
    now = now or _now()
    key = ec.generate_private_key(ec.SECP256R1())
    dns = sorted(n for n in names.dns if ca.permits(n))
    ips = sorted(names.ips, key=lambda a: (ipaddress.ip_address(a).version,
                                           ipaddress.ip_address(a)))
    alt = [x509.DNSName(n) for n in dns] + [x509.IPAddress(ipaddress.ip_address(a)) for a in ips]
    certificate = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, dns[-1] if dns
                                                    else "localhost")]))
        .issuer_name(ca.certificate.subject).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=SERVER_DAYS))
        .add_extension(x509.SubjectAlternativeName(alt), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.KeyUsage(digital_signature=True, key_cert_sign=False, crl_sign=False,
                                     content_commitment=False, key_encipherment=False,
                                     data_encipherment=False, key_agreement=False,
                                     encipher_only=False, decipher_only=False), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(
            ca.key.public_key()), critical=False)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()),
                       critical=False)
        .sign(ca.key, hashes.SHA256())
    )
    return certificate, key


def why_renew(certificate: x509.Certificate | None, ca: Authority, names: Names,
              now: datetime.datetime | None = None) -> str | None:
    """Why the server certificate must be made again (None: it is good as it is)."""
    now = now or _now()
    if certificate is None:
        return "none yet"
    if certificate.issuer != ca.certificate.subject or certificate.signature_hash_algorithm is None:
        return "signed by another authority"
    try:
        certificate.verify_directly_issued_by(ca.certificate)
    except (InvalidSignature, ValueError, TypeError):   # another key under the same name
        return "signed by another authority"
    if certificate.not_valid_after_utc - now < RENEW_BEFORE:
        return "expires soon"
    wanted = Names(frozenset(n for n in names.dns if ca.permits(n)), names.ips)
    if names_of(certificate) != wanted:
        return "names changed"
    return None


@dataclass(frozen=True)
class ServerFiles:
    certificate: Path
    key: Path
    renewed: str | None      # why it was made again now (None: the kept one was good)


def server_certificate(folder: Path, names: Names, now: datetime.datetime | None = None,
                       hostname: str | None = None) -> ServerFiles:
    """The server's certificate and key files for `names`, made (again) when needed."""
    ca = authority(folder, hostname)
    cert_path, key_path = folder / SERVER_FILE, folder / SERVER_KEY
    current = None
    if cert_path.is_file() and key_path.is_file():
        try:
            current = x509.load_pem_x509_certificate(cert_path.read_bytes())
        except ValueError:
            current = None
    reason = why_renew(current, ca, names, now)
    if reason:
        certificate, key = sign_server(ca, names, now)
        _write_private(key_path, _key_pem(key))
        _write(cert_path, certificate.public_bytes(serialization.Encoding.PEM) + ca.pem())
    return ServerFiles(cert_path, key_path, reason)


def write_authority(folder: Path, path: str | os.PathLike) -> Path:
    """The authority's certificate (never its key) to `path`: DER for .der and .cer, PEM
    otherwise."""
    ca = authority(folder)
    path = Path(path)
    path.write_bytes(ca.der() if path.suffix.lower() in (".der", ".cer") else ca.pem())
    return path
