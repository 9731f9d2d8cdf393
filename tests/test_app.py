from companion import create_app


def test_database_from_environment(tmp_path, monkeypatch):
    path = tmp_path / "from-env.sqlite"
    monkeypatch.setenv("COMPANION_DATABASE", str(path))
    app = create_app({"TESTING": True, "SECRET_KEY": "x"})
    assert app.config["DATABASE"] == str(path)
    assert path.exists()


def test_secret_key_generated_once_in_instance_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("COMPANION_SECRET_KEY", raising=False)
    monkeypatch.delenv("SECRET_KEY", raising=False)
    monkeypatch.setenv("COMPANION_DATABASE", str(tmp_path / "db.sqlite"))
    first = create_app({"TESTING": True}).config["SECRET_KEY"]
    second = create_app({"TESTING": True}).config["SECRET_KEY"]
    assert first and first == second
    assert (tmp_path / "instance" / "secret_key").read_text() == first   # not the checkout


def test_init_db_command(runner):
    result = runner.invoke(args=["init-db"])
    assert "Database ready" in result.output


def test_error_pages_show_no_trace(client):
    response = client.get("/no/such/page")
    assert response.status_code == 404
    assert "Traceback" not in response.get_data(as_text=True)


def test_addresses_in_pages_follow_where_the_app_is_mounted(client):
    """Addresses are built once per mount point, never one mount's for another."""
    for _ in range(2):
        plain = client.get("/").get_data(as_text=True)
        mounted = client.get("/", environ_overrides={"SCRIPT_NAME": "/companion"}
                             ).get_data(as_text=True)
        assert 'href="/plays/new"' in plain and 'href="/companion/plays/new"' not in plain
        assert 'href="/companion/plays/new"' in mounted and 'href="/plays/new"' not in mounted
